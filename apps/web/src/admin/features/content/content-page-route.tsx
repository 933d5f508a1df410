import {
  AdminContentPageSchema,
  AdminContentPageUpdateRequestSchema,
  type AdminContentPage,
  type AdminContentPageUpdateRequest,
} from '@selvedge/contract/admin';
import { ContentLinkSchema, StaticPageSchema, type StaticPage } from '@selvedge/contract';
import { useState } from 'react';
import { useFieldArray, useForm, type Path, useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { PreviewMarkdown as Markdown } from './preview-markdown';
import { dateTimeText } from '../../lib/admin-format';
import { useSaveNotice } from '../../lib/save-notice';
import ui from '../../lib/ui/admin-ui.module.css';
import { ProblemLine, SaveNoticeLine } from '../../lib/ui/form-messages';
import { BackLink, PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { SubmitButton } from '../../lib/ui/submit-button';
import { usePage, useUpdatePage } from './content-api';
import styles from './content.module.css';

type PageValues = Pick<AdminContentPage, 'title' | 'metaDescription' | 'intro' | 'sections' | 'links'>;
type LinkKind = PageValues['links'][number]['kind'];
const LINK_KINDS = ContentLinkSchema.shape.kind.options;

const valuesOf = (page: AdminContentPage): PageValues => ({
  title: page.title,
  metaDescription: page.metaDescription,
  intro: page.intro,
  sections: page.sections.map((section) => ({ ...section })),
  links: page.links.map((link) => ({ ...link })),
});

const PageFormSchema = z
  .custom<PageValues>()
  .transform((values): z.input<typeof AdminContentPageUpdateRequestSchema> => ({ ...values, version: 0 }))
  .pipe(AdminContentPageUpdateRequestSchema);

/** Every field the server may name, as the request names it, for the page as it is in the form. */
function fieldsOf(values: PageValues): Path<PageValues>[] {
  return [
    'title',
    'metaDescription',
    'intro',
    'sections',
    'links',
    ...values.sections.flatMap((_, index) => [`sections.${index}.id`, `sections.${index}.heading`, `sections.${index}.body`] as const),
    ...values.links.flatMap((_, index) => [`links.${index}.label`, `links.${index}.href`, `links.${index}.kind`] as const),
  ];
}

/** A section id made from its heading, as the FAQ makes one. */
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'section';

function Preview({ values }: { values: PageValues }) {
  return (
    <aside className={styles.pagePreview} aria-label="How the page reads">
      <span className={styles.previewLabel}>Preview</span>
      <div className={styles.prose}>
        <p className={styles.previewTitle}>{values.title || 'No title'}</p>
        {values.intro ? <Markdown>{values.intro}</Markdown> : null}
        {values.sections.map((section, index) => (
          <section key={index}>
            <p className={styles.previewHeading}>{section.heading}</p>
            <Markdown>{section.body}</Markdown>
          </section>
        ))}
        {values.links.length > 0 ? (
          <ul>
            {values.links.map((link, index) => (
              <li key={index}>
                <Markdown inline>{`[${link.label.replace(/[[\]]/g, '')}](${link.href})`}</Markdown>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </aside>
  );
}

function EditPage({ page }: { page: AdminContentPage }) {
  const update = useUpdatePage(page.page);
  const [version, setVersion] = useState(page.version);
  const [updatedAt, setUpdatedAt] = useState(page.updatedAt);
  const form = useForm<PageValues, unknown, AdminContentPageUpdateRequest>({
    resolver: contractResolver(PageFormSchema),
    defaultValues: valuesOf(page),
  });
  const save = useSaveNotice({
    form,
    schema: AdminContentPageSchema,
    valuesOf,
    onLoad: (loaded) => {
      setVersion(loaded.version);
      setUpdatedAt(loaded.updatedAt);
    },
  });
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  const links = useFieldArray({ control: form.control, name: 'links' });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as PageValues;
  return (
    <div className={styles.pageColumns}>
      <form
        className={ui.panel}
        aria-label={`Edit the page ${page.title}`}
        noValidate
        onSubmit={form.handleSubmit((request) => {
          save.clear();
          update.mutate(
            { ...request, version },
            {
              onSuccess: (saved) =>
                save.saved(
                  saved,
                  'Saved: the shop shows it now (a browser that had the page open may keep the old one for up to five minutes).',
                ),
              onError: (error) => save.refused(error, fieldsOf(form.getValues())),
            },
          );
        })}
      >
        <p className={ui.muted}>
          Last changed {dateTimeText(updatedAt)}. Text is markdown; raw HTML is refused, and links must be a path on this site, an http(s)
          address or mailto:.
        </p>
        <SaveNoticeLine notice={save.notice} />
        <FormField label="Title" error={errors.title?.message} {...form.register('title')} />
        <FormField
          label="Description for search engines"
          hint="1 to 300 characters."
          error={errors.metaDescription?.message}
          {...form.register('metaDescription')}
        />
        <FormField
          label="Introduction"
          error={errors.intro?.message}
          control={(control) => <textarea className={styles.textarea} rows={5} {...control} {...form.register('intro')} />}
        />
        <fieldset className={styles.fieldset}>
          <legend>Sections</legend>
          <ProblemLine>{errors.sections?.message || errors.sections?.root?.message}</ProblemLine>
          {sections.fields.map((field, index) => (
            <div key={field.id} className={styles.repeat} role="group" aria-label={`Section ${index + 1}`}>
              <div className={styles.repeatFields}>
                <FormField
                  label="Heading"
                  error={errors.sections?.[index]?.heading?.message}
                  {...form.register(`sections.${index}.heading`)}
                />
                <FormField
                  label="Id in the address"
                  hint="Like shipping-times."
                  error={errors.sections?.[index]?.id?.message}
                  {...form.register(`sections.${index}.id`)}
                />
              </div>
              <FormField
                label="Text"
                error={errors.sections?.[index]?.body?.message}
                control={(control) => (
                  <textarea className={styles.textarea} rows={5} {...control} {...form.register(`sections.${index}.body`)} />
                )}
              />
              <div className={styles.actions}>
                <button
                  type="button"
                  className={ui.secondaryButton}
                  disabled={index === 0}
                  onClick={() => sections.move(index, index - 1)}
                  aria-label={`Move section ${index + 1} up`}
                >
                  ↑ Up
                </button>
                <button
                  type="button"
                  className={ui.secondaryButton}
                  disabled={index === sections.fields.length - 1}
                  onClick={() => sections.move(index, index + 1)}
                  aria-label={`Move section ${index + 1} down`}
                >
                  ↓ Down
                </button>
                <button
                  type="button"
                  className={ui.secondaryButton}
                  onClick={() => sections.remove(index)}
                  aria-label={`Remove section ${index + 1}`}
                >
                  Remove
                </button>
              </div>
            </div>
          ))}
          <button
            type="button"
            className={ui.secondaryButton}
            onClick={() => sections.append({ id: slugOf(`section-${sections.fields.length + 1}`), heading: '', body: '' })}
          >
            Add a section
          </button>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Links</legend>
          {links.fields.map((field, index) => (
            <div key={field.id} className={styles.repeat} role="group" aria-label={`Link ${index + 1}`}>
              <div className={styles.repeatFields}>
                <FormField label="Label" error={errors.links?.[index]?.label?.message} {...form.register(`links.${index}.label`)} />
                <FormField
                  label="Address"
                  hint="/faq, https://…, mailto:…"
                  error={errors.links?.[index]?.href?.message}
                  {...form.register(`links.${index}.href`)}
                />
                <FormField
                  label="Kind"
                  error={errors.links?.[index]?.kind?.message}
                  control={(control) => (
                    <select className={ui.select} {...control} {...form.register(`links.${index}.kind`)}>
                      {LINK_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {kind}
                        </option>
                      ))}
                    </select>
                  )}
                />
              </div>
              <button
                type="button"
                className={ui.secondaryButton}
                onClick={() => links.remove(index)}
                aria-label={`Remove link ${index + 1}`}
              >
                Remove
              </button>
            </div>
          ))}
          <button
            type="button"
            className={ui.secondaryButton}
            onClick={() => links.append({ label: '', href: '', kind: 'internal' satisfies LinkKind })}
          >
            Add a link
          </button>
        </fieldset>
        <ProblemLine>{errors.root?.server?.message}</ProblemLine>
        <div className={styles.actions}>
          <SubmitButton pending={update.isPending}>Save the page</SubmitButton>
        </div>
      </form>
      <Preview values={values} />
    </div>
  );
}

function LoadedPage({ page }: { page: StaticPage }) {
  const query = usePage(page);
  return (
    <QueryState query={query} label="the page">
      {(loaded) => <EditPage key={loaded.page} page={loaded} />}
    </QueryState>
  );
}

/** One of the shop's pages: its title, description, introduction, sections and links, with how it reads beside them. */
export function ContentPageRoute() {
  const parsed = StaticPageSchema.safeParse(useParams().page);
  return (
    <>
      <PageHeader title={parsed.success ? `Page: ${parsed.data}` : 'No such page'}>
        <BackLink to="/content">Back to the content</BackLink>
      </PageHeader>
      {parsed.success ? <LoadedPage page={parsed.data} /> : <ProblemLine>The shop has no page by this name.</ProblemLine>}
    </>
  );
}
