import { attributeLabel } from '@selvedge/domain';
import { type Order, ORDER_STATUS_LABELS, type OrderPiece } from '@selvedge/contract';
import { failureText } from '../../../lib/api-failure';
import { MeasurementsTable } from '../../../lib/ui/measurements-table';
import { MoneyLine, MoneyTotals } from '../../../lib/ui/money-totals';
import { PiecePicture } from '../../../lib/ui/piece-picture';
import { useOrder } from './api/orders-api';
import { FitClaimsSection } from './fit-claims-section';
import { FitPicturesSection } from './fit-pictures-section';
import { OrderAgain } from './order-again';
import { NetTotal, OrderRefunds } from './order-refunds';
import { PieceTimeline } from './piece-timeline';
import { amountText, dateText, dayText, deliveryText, momentText, moneyText } from './order-text';
import styles from './orders.module.css';

const CATEGORY_LABELS = { trial: 'Trial piece', preorder: 'Pre-order', piece: null } as const;

const pieceName = (piece: OrderPiece) => `${piece.fabric.title} ${piece.productType}`;

function Timeline({ order }: { order: Order }) {
  const events = [...order.events].sort((a, b) => a.at.localeCompare(b.at));
  const pieces = new Map(order.pieces.map((piece) => [piece.reference, piece]));
  return (
    <section className={styles.panel} aria-labelledby="order-timeline-heading">
      <h2 id="order-timeline-heading" className={styles.heading}>
        Progress
      </h2>
      <ol className={styles.timeline} aria-label="What happened to your order">
        {events.map((event, index) => {
          const piece = event.reference ? pieces.get(event.reference) : undefined;
          return (
            <li key={`${event.at}-${index}`} className={styles.event} data-status={event.status}>
              <span className={styles.eventStatus}>{ORDER_STATUS_LABELS[event.status]}</span>
              {piece ? <span> · {pieceName(piece)}</span> : null}
              <time className={styles.muted} dateTime={event.at}>
                {momentText(event.at)}
              </time>
              {event.note ? <span className={styles.eventNote}>{event.note}</span> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Piece({ piece, order, accessKey }: { piece: OrderPiece; order: Order; accessKey: string | null }) {
  const category = CATEGORY_LABELS[piece.category];
  return (
    <li className={styles.piece} aria-label={pieceName(piece)}>
      <PiecePicture piece={piece} className={styles.pieceImage} size={96} />
      <div className={styles.pieceBody}>
        <p className={styles.pieceTitle}>
          {piece.fabric.title} <span className={styles.muted}>{piece.productType}</span>
          {piece.quantity > 1 ? <span className={styles.muted}> × {piece.quantity}</span> : null}
          {category ? <span className={styles.flag}>{category}</span> : null}
        </p>
        <p>
          <span className={styles.status} data-status={piece.status} data-testid="piece-status">
            {ORDER_STATUS_LABELS[piece.status]}
          </span>
          {piece.delivery && !piece.timeline ? (
            <span className={styles.muted}> · Estimated delivery {deliveryText(piece.delivery)}</span>
          ) : null}
        </p>
        {piece.timeline ? <PieceTimeline timeline={piece.timeline} name={pieceName(piece)} /> : null}
        <p className={styles.muted}>{piece.sizeSource}</p>
        <dl className={styles.attributes}>
          {piece.attributes.map((attribute) => (
            <div key={attribute.key}>
              <dt>{attributeLabel(attribute.key)}</dt>
              <dd>{attribute.value}</dd>
            </div>
          ))}
        </dl>
        {piece.measurements.length > 0 ? (
          // Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too.
          <div
            className={styles.tableScroll}
            role="region"
            aria-label={`Measurements of the ${piece.fabric.title} ${piece.productType}`}
            tabIndex={0}
          >
            <MeasurementsTable measurements={piece.measurements} caption="Measurements" className={styles.measurements} />
          </div>
        ) : null}
        {piece.charges.length > 1 ? (
          <ul className={styles.charges}>
            {piece.charges.map((charge) => (
              <li key={charge.key}>
                <span>{charge.label}</span> <span>{amountText(charge.amount, order.currencyCode)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <OrderAgain number={order.number} piece={piece} accessKey={accessKey} />
      </div>
      <span className={styles.amount}>{moneyText(piece.total)}</span>
    </li>
  );
}

function OrderView({ order, accessKey }: { order: Order; accessKey: string | null }) {
  const { cost, address } = order;
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address1,
    address.address2,
    [address.city, address.province, address.zip].filter(Boolean).join(' '),
    address.country,
    address.phone,
  ].filter((line): line is string => Boolean(line));
  return (
    <div className={styles.order}>
      <header>
        <p className={styles.eyebrow}>Order</p>
        <h1 className={styles.title}>Order {order.number}</h1>
        <p>
          Placed {dateText(order.createdAt)} ·{' '}
          <span className={styles.status} data-status={order.status} data-testid="order-status">
            {ORDER_STATUS_LABELS[order.status]}
          </span>
        </p>
        {order.needBy ? <p className={styles.muted}>You need it by {dayText(order.needBy)}.</p> : null}
      </header>
      <div className={styles.orderGrid}>
        <div className={styles.stack}>
          <Timeline order={order} />
          <section className={styles.panel} aria-labelledby="order-pieces-heading">
            <h2 id="order-pieces-heading" className={styles.heading}>
              Pieces
            </h2>
            <ul className={styles.pieces}>
              {order.pieces.map((piece) => (
                <Piece key={piece.reference} piece={piece} order={order} accessKey={accessKey} />
              ))}
            </ul>
          </section>
        </div>
        <div className={styles.stack}>
          <section className={styles.panel} aria-labelledby="order-totals-heading">
            <h2 id="order-totals-heading" className={styles.heading}>
              Totals
            </h2>
            <MoneyTotals>
              <MoneyLine label="Subtotal" amount={moneyText(cost.subtotal)} />
              {Number(cost.discount.amount) !== 0 ? (
                <MoneyLine
                  label={`Discount${order.discountCode ? ` (${order.discountCode})` : ''}`}
                  amount={`−${moneyText(cost.discount)}`}
                />
              ) : null}
              <MoneyLine
                label={`Shipping · ${order.shippingName}`}
                amount={Number(cost.shipping.amount) === 0 ? 'Free' : moneyText(cost.shipping)}
              />
              <MoneyLine label="Total" amount={moneyText(cost.total)} total testId="order-total" />
              <NetTotal order={order} />
            </MoneyTotals>
          </section>
          <OrderRefunds order={order} />
          <section className={styles.panel} aria-labelledby="order-address-heading">
            <h2 id="order-address-heading" className={styles.heading}>
              Delivery address
            </h2>
            <address className={styles.address}>
              {lines.map((line, index) => (
                <span key={index}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
            <p className={styles.muted}>Updates go to {order.email}.</p>
          </section>
        </div>
      </div>
      <FitClaimsSection order={order} accessKey={accessKey} />
      <FitPicturesSection order={order} accessKey={accessKey} />
    </div>
  );
}

/** /account/orders/{number} (the customer's) and /orders/{number}?key= (a guest's signed link). */
export function OrderPage({ number, accessKey }: { number: string; accessKey: string | null }) {
  const order = useOrder(number, accessKey);
  if (order.isPending) {
    return (
      <p role="status" aria-busy="true">
        Loading your order…
      </p>
    );
  }
  if (order.isError) {
    return (
      <div role="alert" className={styles.panel}>
        <h1 className={styles.title}>We could not show this order</h1>
        <p>{failureText(order.error)}</p>
      </div>
    );
  }
  return <OrderView order={order.data} accessKey={accessKey} />;
}
