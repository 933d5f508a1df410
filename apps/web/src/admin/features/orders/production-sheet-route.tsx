import { thumbnailUrl } from '@selvedge/contract';
import type { AdminOrder } from '@selvedge/contract/admin';
import { Link, useParams } from 'react-router';
import { PiecePicture } from '../../../lib/ui/piece-picture';
import ui from '../../lib/ui/admin-ui.module.css';
import { QueryState } from '../../lib/ui/query-state';
import { dueDayOf, PRODUCT_TYPE_WORDS, statusText } from '../../lib/order-words';
import { useAdminOrder, useStylePictures, type StylePictures } from './orders-api';
import { FinishedGarmentTable } from './finished-garment';
import { FitFlags, PieceFacts, StyleList } from './piece-details';
import { pieceName } from './piece-parts';
import styles from './production-sheet.module.css';

type Piece = AdminOrder['pieces'][number];

function PieceSheet({
  order,
  piece,
  index,
  pictures,
}: {
  order: AdminOrder;
  piece: Piece;
  index: number;
  pictures: StylePictures | undefined;
}) {
  const due = order.pieceDueOn[piece.reference] ?? order.dueOn;
  const name = pieceName(piece, PRODUCT_TYPE_WORDS);
  return (
    <section className={styles.sheet} aria-labelledby={`sheet-${piece.reference}`} data-testid="piece-sheet">
      <header className={styles.head}>
        <h2 id={`sheet-${piece.reference}`} className={styles.title}>
          {order.number} · {PRODUCT_TYPE_WORDS[piece.productType]}
          {piece.quantity > 1 ? ` × ${piece.quantity}` : ''}
        </h2>
        <p className={styles.pieceOf}>
          Piece {index + 1} of {order.pieces.length}
        </p>
      </header>
      {piece.category === 'trial' ? <p className={styles.trial}>TRIAL PIECE: made to refine the fit</p> : null}
      {piece.category === 'preorder' ? <p className={styles.trial}>PRE-ORDER</p> : null}
      <FitFlags piece={piece} className={styles.fitFlags} />
      <dl className={styles.keyFacts}>
        <div>
          <dt>Due</dt>
          <dd>{due ? dueDayOf(due) : 'No due date'}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>
            {order.address.firstName} {order.address.lastName}
          </dd>
        </div>
        <div>
          <dt>Stage</dt>
          <dd>{statusText(piece.status)}</dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd className={styles.reference}>{piece.reference}</dd>
        </div>
      </dl>
      <div className={styles.fabric}>
        {piece.preview ? <PiecePicture piece={piece} className={styles.swatch} size={96} lazy={false} /> : null}
        {piece.image ? (
          <img
            className={styles.swatch}
            src={thumbnailUrl(piece.image.url)}
            alt={`Swatch of ${piece.fabric.title}`}
            width={96}
            height={96}
            data-picture="swatch"
          />
        ) : null}
        <div>
          <p className={styles.label}>Fabric</p>
          <p className={styles.fabricName}>{piece.fabric.title}</p>
          <p className={styles.fabricCode}>
            <span className={styles.label}>Code</span> <span data-testid="fabric-code">{piece.fabric.handle}</span>
          </p>
        </div>
      </div>
      <div className={styles.columns}>
        <div>
          <p className={styles.label}>Styles</p>
          <StyleList piece={piece} pictures={pictures} compact />
        </div>
        <PieceFacts piece={piece} />
      </div>
      {piece.measurements.length > 0 ? (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <div className={styles.garmentScroll} role="region" aria-label={`Finished garment of the ${name}`} tabIndex={0}>
          <FinishedGarmentTable piece={piece} garment={order.garments?.[piece.reference]} name={name} className={styles.garment} />
        </div>
      ) : null}
    </section>
  );
}

function Sheets({ order, pictures }: { order: AdminOrder; pictures: StylePictures | undefined }) {
  return (
    <>
      <div className={styles.toolbar}>
        <Link to={`/orders/${order.number}`}>Back to order {order.number}</Link>
        <button type="button" className={ui.button} onClick={() => window.print()}>
          Print
        </button>
      </div>
      <h1 className="visually-hidden">Production sheet of order {order.number}</h1>
      {order.pieces.map((piece, index) => (
        <PieceSheet key={piece.reference} order={order} piece={piece} index={index} pictures={pictures} />
      ))}
    </>
  );
}

/** /admin/orders/{number}/sheet: one A4 page per piece for the cutting table (print it, or save it as a PDF). */
export function ProductionSheetRoute() {
  const { number = '' } = useParams();
  const order = useAdminOrder(number);
  const pictures = useStylePictures();
  // The styles' pictures come with the page: a sheet printed at once has them.
  const ready = pictures.isSuccess || pictures.isError;
  return (
    <main className={styles.page}>
      <QueryState query={order} label={`the sheet of order ${number}`}>
        {(data) =>
          ready ? (
            <Sheets order={data} pictures={pictures.data} />
          ) : (
            <p className={ui.muted} role="status">
              Loading the styles’ pictures…
            </p>
          )
        }
      </QueryState>
    </main>
  );
}
