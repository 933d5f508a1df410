import type { AdminOrder } from '@selvedge/contract/admin';
import { Link, useParams } from 'react-router';
import ui from '../../lib/ui/admin-ui.module.css';
import { PiecePicture } from '../../../lib/ui/piece-picture';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { useStaffSession } from '../../lib/staff-session';
import { MoveControls } from './move-controls';
import { PieceTimelineFacts } from './order-timeline';
import { OrderFitPictures } from './order-fit-pictures';
import { orderMoves, pieceMoves } from './order-moves';
import { dayOf, dueDayOf, momentOf, moneyText, PRODUCT_TYPE_WORDS, statusText } from '../../lib/order-words';
import { useAdminOrder, useStylePictures, type StylePictures } from './orders-api';
import { FitFlags, MeasurementsTable, PieceFacts, StyleList } from './piece-details';
import { pieceName } from './piece-parts';
import { RefundsSection } from './refunds-section';
import styles from './orders.module.css';

type Piece = AdminOrder['pieces'][number];

const CATEGORY_WORDS = { trial: 'Trial piece', preorder: 'Pre-order', piece: null } as const;

function PieceCard({
  order,
  piece,
  pictures,
  index,
}: {
  order: AdminOrder;
  piece: Piece;
  pictures: StylePictures | undefined;
  index: number;
}) {
  const name = pieceName(piece, PRODUCT_TYPE_WORDS);
  const category = CATEGORY_WORDS[piece.category];
  const due = order.pieceDueOn[piece.reference];
  return (
    <li className={styles.piece} aria-labelledby={`piece-${piece.reference}`}>
      <div className={styles.pieceHead}>
        <PiecePicture piece={piece} className={styles.swatch} size={88} lazy={index > 0} />
        <div>
          <h3 id={`piece-${piece.reference}`} className={styles.pieceTitle}>
            {index + 1}. {piece.fabric.title} <span className={ui.muted}>{PRODUCT_TYPE_WORDS[piece.productType]}</span>
            {piece.quantity > 1 ? <span className={ui.muted}> × {piece.quantity}</span> : null}
          </h3>
          <p className={styles.pieceMeta}>
            <span className={styles.status} data-status={piece.status} data-testid="piece-status">
              {statusText(piece.status)}
            </span>
            {category ? <span className={styles.flag}>{category}</span> : null}
            {due ? <span>Due {dueDayOf(due)}</span> : null}
            <span className={ui.muted}>Ref. {piece.reference}</span>
          </p>
          <PieceTimelineFacts order={order} piece={piece} />
        </div>
      </div>
      <div className={styles.pieceBody}>
        <div>
          <StyleList piece={piece} pictures={pictures} />
          <PieceFacts piece={piece} />
          <FitFlags piece={piece} />
        </div>
        <MeasurementsTable piece={piece} caption={`Measurements of the ${name}`} />
      </div>
      <MoveControls order={order} reference={piece.reference} choices={pieceMoves(order, piece)} subject={`the ${name}`} />
    </li>
  );
}

function History({ order }: { order: AdminOrder }) {
  const names = new Map(order.pieces.map((piece) => [piece.reference, pieceName(piece, PRODUCT_TYPE_WORDS)]));
  const newestFirst = [...order.events].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section className={ui.panel} aria-labelledby="history-heading">
      <h2 id="history-heading">Status history</h2>
      <ol className={styles.history}>
        {newestFirst.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <strong>{statusText(event.status)}</strong> ·{' '}
            {event.reference ? (names.get(event.reference) ?? event.reference) : 'whole order'} ·{' '}
            <time dateTime={event.at}>{momentOf(event.at)}</time>
            {event.note ? <p className={styles.comments}>{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Customer({ order }: { order: AdminOrder }) {
  const { address } = order;
  const lines = [
    address.company,
    address.address1,
    address.address2,
    [address.city, address.province, address.zip].filter(Boolean).join(' '),
    address.country,
    address.phone,
  ].filter((line): line is string => Boolean(line));
  return (
    <section className={ui.panel} aria-labelledby="customer-heading">
      <h2 id="customer-heading">Customer</h2>
      <p className={styles.customerName}>
        {address.firstName} {address.lastName} <span className={ui.muted}>{order.customer ? '· has an account' : '· guest'}</span>
      </p>
      <p>
        <a href={`mailto:${order.email}`}>{order.email}</a>
      </p>
      <address className={styles.address}>
        {lines.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </address>
      <p className={ui.muted}>Shipping: {order.shippingName}</p>
    </section>
  );
}

function OrderView({ order }: { order: AdminOrder }) {
  const { me, may } = useStaffSession();
  const pictures = useStylePictures();
  return (
    <>
      <PageHeader title={`Order ${order.number}`}>
        <Link className={ui.secondaryButton} to={`/fit-claims?order=${order.number}`}>
          Fit claims
        </Link>
        <Link className={ui.secondaryButton} to={`/orders/${order.number}/sheet`}>
          Production sheet
        </Link>
        <Link className={ui.secondaryButton} to="/orders">
          All orders
        </Link>
      </PageHeader>
      <p className={styles.summary}>
        <span className={styles.status} data-status={order.status} data-testid="order-status">
          {statusText(order.status)}
        </span>
        <span>Placed {dayOf(order.createdAt)}</span>
        <span>{order.dueOn ? `Due ${dueDayOf(order.dueOn)}` : 'No due date'}</span>
        {order.needBy ? <span className={styles.flag}>Customer needs it by {dueDayOf(order.needBy)}</span> : null}
        <span>Total {moneyText(order.cost.total)}</span>
        {order.pieces.some((piece) => piece.category === 'trial') ? <span className={styles.flag}>Has a trial piece</span> : null}
      </p>
      <section className={ui.panel} aria-labelledby="moves-heading">
        <h2 id="moves-heading">Move the whole order</h2>
        <MoveControls order={order} reference={null} choices={orderMoves(order)} subject="the whole order" />
      </section>
      <div className={styles.orderGrid}>
        <section className={ui.panel} aria-labelledby="pieces-heading">
          <h2 id="pieces-heading">Pieces</h2>
          <ol className={styles.pieces}>
            {order.pieces.map((piece, index) => (
              <PieceCard key={piece.reference} order={order} piece={piece} pictures={pictures.data} index={index} />
            ))}
          </ol>
        </section>
        <div>
          <Customer order={order} />
          <History order={order} />
        </div>
      </div>
      <OrderFitPictures order={order} />
      {/* Managers read the refunds; the owner, and whoever the owner allowed, make them. */}
      {may('refunds') || me?.staff.role === 'manager' ? <RefundsSection order={order} mayRefund={may('refunds')} /> : null}
    </>
  );
}

/** /admin/orders/{number}: what the tailor needs of an order, and its moves. */
export function OrderRoute() {
  const { number = '' } = useParams();
  const order = useAdminOrder(number);
  return (
    <QueryState query={order} label={`order ${number}`}>
      {(data) => <OrderView order={data} />}
    </QueryState>
  );
}
