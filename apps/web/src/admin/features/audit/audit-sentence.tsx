import type { AuditEntry } from '@selvedge/contract/admin';
import { auditSentence } from '@selvedge/domain';
import { Link } from 'react-router';
import { PRODUCT_TYPE_WORDS } from '../../lib/order-words';
import { wordsOf } from '../../lib/admin-format';

/** Where the subject of an entry is seen in the back office; null for what has no page (a payment). */
function subjectPath(entry: Pick<AuditEntry, 'subjectType' | 'subjectId'>): string | null {
  const id = encodeURIComponent(entry.subjectId);
  switch (entry.subjectType) {
    case 'order':
      return `/orders/${id}`;
    case 'fabric':
      return `/fabrics/${id}`;
    case 'discount_code':
      return `/discount-codes/${id}`;
    case 'preorder':
      return `/preorders/${id}`;
    case 'product_config':
      return `/product-configs/${id}`;
    case 'fit_claim':
      return `/fit-claims/${id}`;
    case 'studio':
      return '/studios';
    case 'appointment':
      return '/appointments';
    case 'staff':
    case 'invitation':
      return '/staff';
    case 'currency':
      return '/rates';
    case 'shipping_rate':
    case 'shipping_country':
    case 'shipping_settings':
      return '/shipping';
    case 'content_page':
      return entry.subjectId.startsWith('faq#') ? '/content/pages/faq' : `/content/pages/${id}`;
    case 'job':
    case 'shop_settings':
      return '/system';
    default:
      return null;
  }
}

/** What the subject is called: its name from the server, else what its kind and id say in words (never a bare id). */
function subjectText(entry: Pick<AuditEntry, 'subjectType' | 'subjectId' | 'subjectName'>): string {
  if (entry.subjectName) return entry.subjectName;
  switch (entry.subjectType) {
    case 'product_config':
      return PRODUCT_TYPE_WORDS[entry.subjectId as keyof typeof PRODUCT_TYPE_WORDS] ?? wordsOf(entry.subjectId);
    case 'content_page':
      return wordsOf(entry.subjectId.replace(/#.*$/, ''));
    case 'payment':
      return 'a payment';
    default:
      return `a ${wordsOf(entry.subjectType).toLowerCase()} since removed`;
  }
}

/** Who made the change: the staff member's name now, the address they had if they are gone, or the shop (the customer) itself. */
function actorText(entry: Pick<AuditEntry, 'staffId' | 'staffName' | 'staffEmail' | 'action'>, nobody: string): string {
  if (entry.staffName) return entry.staffName;
  if (entry.staffId || entry.staffEmail) return entry.staffEmail ?? 'A former staff member';
  return nobody;
}

/** The entry as a sentence: "Alice Tan withdrew <Giza Poplin White> (reason: …)", the subject a link to its page. */
export function AuditSentence({ entry }: { entry: AuditEntry }) {
  const { nobody, parts } = auditSentence(entry.action, entry);
  const path = subjectPath(entry);
  const name = subjectText(entry);
  return (
    <>
      <strong>{actorText(entry, nobody)}</strong>{' '}
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <span key={index}>{part}</span>
        ) : path ? (
          <Link key={index} to={path}>
            {name}
          </Link>
        ) : (
          <span key={index}>{name}</span>
        ),
      )}
    </>
  );
}
