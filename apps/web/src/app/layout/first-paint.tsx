import { OUR_PRODUCTS_WORDS, ourProductsTab } from '@selvedge/contract';
import { InlineLinks } from '../../features/content/inline-links';
import { ourProductsPath } from '../../lib/route-paths';
import { type CustomiserFirstPaint, keptFirstPaint, type OurProductsFirstPaint } from '../first-paint';
import { PageLoading } from './page-loading';

/**
 * The router's first wait (FirstScreen): the first paint the server wrote for this page (a
 * customiser's, Our Products'), drawn again exactly (app/first-paint.css), so it stays on screen
 * until the page's screen replaces it; on any other page, the usual wait.
 */
export function FirstPaintOrLoading() {
  const paint = keptFirstPaint();
  if (!paint) return <PageLoading />;
  return paint.kind === 'customiser' ? <CustomiserPaint paint={paint} /> : <OurProductsPaint paint={paint} />;
}

function CustomiserPaint({ paint }: { paint: CustomiserFirstPaint }) {
  return (
    <div className="first-paint">
      <div className="first-paint-bar" />
      <div className="first-paint-page">
        <h1 className="first-paint-title">{paint.heading}</h1>
        <div className="first-paint-layout">
          <div className="first-paint-picture">
            <div className="first-paint-stage" style={{ aspectRatio: `${paint.width} / ${paint.height}` }}>
              <img src={paint.src} alt={paint.alt} width={paint.width} height={paint.height} fetchPriority="high" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/** As the server writes it (apps/api/src/platform/first-paint.ts, ourProductsFirstPaint). */
function OurProductsPaint({ paint }: { paint: OurProductsFirstPaint }) {
  return (
    <div className="first-paint">
      {paint.announcement === null ? null : (
        <aside className="first-paint-announcement" aria-label="Announcement">
          <p className="first-paint-announcement-message">
            <InlineLinks text={paint.announcement} />
          </p>
        </aside>
      )}
      <div className="first-paint-bar" />
      <div className="first-paint-products">
        <div className="first-paint-products-header">
          <p className="first-paint-products-eyebrow">{OUR_PRODUCTS_WORDS.eyebrow}</p>
          <h1 className="first-paint-products-title">{OUR_PRODUCTS_WORDS.title}</h1>
          <p className="first-paint-products-lede">{OUR_PRODUCTS_WORDS.lede}</p>
        </div>
        <div className="first-paint-tabs">
          <nav className="first-paint-tab-strip" aria-label="Product types">
            <div className="first-paint-tab-list">
              {paint.tabs.map((title, index) => (
                <a
                  // Names may repeat; the tabs' order never changes while the page waits.
                  key={index}
                  className="first-paint-tab"
                  href={ourProductsPath(ourProductsTab(title))}
                  aria-current={index === paint.active ? 'page' : undefined}
                >
                  {title}
                </a>
              ))}
            </div>
          </nav>
          <article>
            <h2 className="first-paint-products-heading">{paint.heading}</h2>
            <p className="first-paint-products-panel-lede">{paint.lede}</p>
          </article>
        </div>
      </div>
    </div>
  );
}
