import type { StaticContent } from '@selvedge/contract';
import { Accordion } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import styles from './faq-list.module.css';
import { Markdown } from './markdown';
import prose from './prose.module.css';

/** The question ?tab= names (1-based, SPEC §2), or null when it names none of them. */
export function faqTabPosition(tab: string | null, questionCount: number): number | null {
  if (tab === null || !/^[1-9]\d*$/.test(tab)) return null;
  const position = Number(tab);
  return position <= questionCount ? position : null;
}

/**
 * The FAQ, one question open at a time. The open question lives in the address (?tab=2 is the second),
 * so a link can point at an answer: it opens and scrolls into view on arrival, and opening another
 * question rewrites the address without adding a history entry for every click.
 */
export function FaqList({ questions }: { questions: StaticContent['sections'] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const position = faqTabPosition(searchParams.get('tab'), questions.length);
  const openId = position === null ? '' : (questions[position - 1]?.id ?? '');

  const listRef = useRef<HTMLDivElement>(null);
  const [arrivalPosition] = useState(position);
  useEffect(() => {
    if (arrivalPosition === null) return;
    const item = listRef.current?.querySelector(`[data-position="${arrivalPosition}"]`);
    // jsdom and very old browsers lack scrollIntoView; the answer is open either way.
    item?.scrollIntoView?.({ block: 'start' });
  }, [arrivalPosition]);

  function openQuestion(id: string) {
    const index = questions.findIndex((question) => question.id === id);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (index === -1) next.delete('tab');
        else next.set('tab', String(index + 1));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <Accordion.Root ref={listRef} type="single" collapsible value={openId} onValueChange={openQuestion} className={styles.list}>
      {questions.map((question, index) => (
        <Accordion.Item key={question.id} value={question.id} id={question.id} data-position={index + 1} className={styles.item}>
          <Accordion.Header asChild>
            <h2 className={styles.heading}>
              <Accordion.Trigger className={styles.trigger}>
                <span>{question.heading}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className={styles.content}>
            <div className={`${styles.answer} ${prose.prose}`}>
              <Markdown>{question.body}</Markdown>
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
