import { GarmentPictureSchema, type GarmentPicture, type ProductType } from '@selvedge/contract';
import { AdminFabricListSchema } from '@selvedge/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { composeGarment } from '@selvedge/domain';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormField } from '../../../lib/ui/form-field';
import { GarmentSvg } from '../../../lib/ui/garment-svg';
import { adminRequest, queryString } from '../../lib/admin-api';
import ui from '../../lib/ui/admin-ui.module.css';
import { errorAt, type ConfigForm } from './config-fields';
import type { GroupValues } from './config-styles-values';
import own from './config-picture-section.module.css';
import styles from './product-configs.module.css';

interface ViewOutline {
  key: string;
  name: string;
  stack: string[];
}

/**
 * The picture as typed: its views' names and stacks whenever the JSON has them (so they can be edited
 * while a drawing elsewhere is still wrong), the whole picture when it fits its shape, else why not.
 */
export function readPicture(text: string): {
  json: Record<string, unknown> | null;
  views: ViewOutline[] | null;
  picture: GarmentPicture | null;
  problem: string | null;
} {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { json: null, views: null, picture: null, problem: 'The picture is not JSON yet: check the brackets, commas and quotes.' };
  }
  const object = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  const rawViews = object?.views;
  const views =
    Array.isArray(rawViews) &&
    rawViews.every((view: unknown) => {
      const { key, name, stack } = (view ?? {}) as Partial<Record<string, unknown>>;
      return (
        typeof key === 'string' && typeof name === 'string' && Array.isArray(stack) && stack.every((group) => typeof group === 'string')
      );
    })
      ? (rawViews as ViewOutline[])
      : null;
  const parsed = GarmentPictureSchema.safeParse(json);
  if (parsed.success) return { json: object, views, picture: parsed.data, problem: null };
  const issue = parsed.error.issues[0];
  const problem = issue
    ? `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`
    : 'The picture does not fit its shape.';
  return { json: object, views, picture: null, problem };
}

/** Each group's usual option: what the drawings show until staff pick another. */
const usualStyles = (groups: readonly GroupValues[]) => Object.fromEntries(groups.map((group) => [group.key, group.default]));

/**
 * The fabrics of the type, for the preview's cloth: the first page of the back office's list, under
 * the fabrics' own key (['admin', 'fabrics']), so a change on the Fabrics page refreshes it too.
 */
function ClothSelect({ type, value, onChange }: { type: ProductType; value: string; onChange(href: string): void }) {
  const fabrics = useQuery({
    queryKey: ['admin', 'fabrics', 'list', { type, page: 1, pageSize: 25 }],
    queryFn: ({ signal }) => adminRequest(`/fabrics${queryString({ type, page: 1, pageSize: 25 })}`, AdminFabricListSchema, { signal }),
  });
  const withPictures = (fabrics.data?.fabrics ?? []).filter((fabric) => fabric.imageUrl !== null);
  return (
    <FormField
      label="Cloth for the preview"
      hint={fabrics.isError ? 'The fabrics could not be read: the preview uses undyed cloth.' : undefined}
      control={(control) => (
        <select className={styles.select} {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Undyed cloth</option>
          {withPictures.map((fabric) => (
            <option key={fabric.id} value={fabric.imageUrl ?? ''}>
              {fabric.title}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/**
 * The garment picture (issue 30): per view its name and the order its groups are stacked in, the
 * drawings and paints as JSON (checked by the server on preview and publish: its problems show on
 * the field), and each view drawn live from what is typed.
 */
export function PictureSection({ form, type }: { form: ConfigForm; type: ProductType }) {
  const [text, groups] = useWatch({ control: form.control, name: ['picture', 'styles'] });
  const [cloth, setCloth] = useState('');
  const ids = useId();
  const read = readPicture(text);
  const error = errorAt(form.formState.errors, 'picture');
  const names = new Map(groups.map((group) => [group.key, group.name || group.key]));
  const design = { styles: usualStyles(groups), accessories: {} };

  /** Writes a change to the views back into the JSON, as the form keeps it (the rest of it as typed). */
  const change = (edit: (views: ViewOutline[]) => ViewOutline[]) => {
    if (!read.json || !read.views) return;
    form.setValue('picture', JSON.stringify({ ...read.json, views: edit(read.views) }, null, 1), {
      shouldDirty: true,
      shouldValidate: false,
    });
  };
  const rename = (at: number, name: string) => change((views) => views.map((view, index) => (index === at ? { ...view, name } : view)));
  const move = (at: number, from: number, to: number) =>
    change((views) =>
      views.map((view, index) => {
        if (index !== at || to < 0 || to >= view.stack.length) return view;
        const stack = [...view.stack];
        const [moved] = stack.splice(from, 1);
        if (moved !== undefined) stack.splice(to, 0, moved);
        return { ...view, stack };
      }),
    );

  return (
    <section className={ui.panel} aria-labelledby="config-picture">
      <h2 id="config-picture">Garment picture</h2>
      <p className={styles.hint}>
        How the customiser and the shop’s pictures draw this garment in its cloth: each view stacks the drawings of the chosen options,
        bottom first. Every option needs a drawing in every view that stacks its group.
      </p>
      <ClothSelect type={type} value={cloth} onChange={setCloth} />
      {read.problem ? (
        <p className={styles.problem} role="status">
          {read.problem} The preview shows again once it is put right.
        </p>
      ) : null}
      {read.views ? (
        <ol className={own.views}>
          {read.views.map((view, at) => {
            const tree = read.picture
              ? composeGarment({ picture: read.picture, design, view: view.key, clothHref: cloth || null, idPrefix: `${ids}-${at}` })
              : null;
            return (
              <li key={`${view.key}-${at}`}>
                <fieldset className={styles.row}>
                  <legend className={styles.rowLegend}>
                    View {at + 1}: {view.name || view.key}
                  </legend>
                  <div className={own.view}>
                    <div className={styles.subsection}>
                      <FormField
                        label={`Name of the ${view.key} view`}
                        control={(control) => (
                          <input
                            className={styles.input}
                            {...control}
                            value={view.name}
                            onChange={(event) => rename(at, event.target.value)}
                            autoComplete="off"
                          />
                        )}
                      />
                      <h3 className={styles.subheading}>Stacked, bottom first</h3>
                      {view.stack.length === 0 ? <p className={styles.hint}>No style group is drawn in this view.</p> : null}
                      <ol className={own.stack} aria-label={`Stack of the ${view.name} view`}>
                        {view.stack.map((group, index) => {
                          const name = names.get(group) ?? `${group} (not a style group)`;
                          return (
                            <li key={group} className={own.stackRow}>
                              <span>{name}</span>
                              <span className={styles.rowActions}>
                                <button
                                  type="button"
                                  className={styles.small}
                                  onClick={() => move(at, index, index - 1)}
                                  disabled={index === 0}
                                  aria-label={`Move ${name} down the ${view.name} stack`}
                                >
                                  Lower
                                </button>
                                <button
                                  type="button"
                                  className={styles.small}
                                  onClick={() => move(at, index, index + 1)}
                                  disabled={index === view.stack.length - 1}
                                  aria-label={`Move ${name} up the ${view.name} stack`}
                                >
                                  Raise
                                </button>
                              </span>
                            </li>
                          );
                        })}
                      </ol>
                    </div>
                    {tree ? (
                      <GarmentSvg
                        tree={tree}
                        className={own.preview}
                        label={`Preview of the ${view.name} view, with each group’s usual option`}
                      />
                    ) : null}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : null}
      <FormField
        className={styles.wide}
        label="Drawings and paints (JSON)"
        hint="views (each with its base, stack and top shapes), clothSpan, unseen groups, layers (group → option → view → shapes), paints and the monogram."
        error={error}
        control={(control) => (
          <textarea className={`${styles.textarea} ${own.json}`} rows={18} spellCheck={false} {...control} {...form.register('picture')} />
        )}
      />
    </section>
  );
}
