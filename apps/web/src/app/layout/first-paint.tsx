import { keptFirstPaint } from '../first-paint';
import { PageLoading } from './page-loading';

/**
 * The router's first wait (its HydrateFallback): the customiser's first paint as the server wrote
 * it, drawn again exactly (app/first-paint.css), so its picture stays on screen until the customiser
 * replaces it; on any other page, the usual wait.
 */
export function FirstPaintOrLoading() {
  const paint = keptFirstPaint();
  if (!paint) return <PageLoading />;
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
