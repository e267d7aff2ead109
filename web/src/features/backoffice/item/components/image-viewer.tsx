import { useLayoutEffect, useReducer, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { imageLayout, INITIAL_VIEW, keyAction, MAX_ZOOM, MIN_ZOOM, viewReducer } from '../lib/document-view';

/** The tallest the image is shown at zoom 1 (it fits the viewer's width and this height). */
const FIT_HEIGHT = 480;
/** Beside the decision (the item page's two columns), the image fits the screen below its top, down to this. */
const MIN_FIT_HEIGHT = 240;
const TWO_COLUMNS = '(min-width: 1024px)';
/** Below the image, inside the screen: the stage's padding and border, the keys' line under it, a margin. */
const BELOW_IMAGE_PX = 80;
/** The stage's padding, border and a horizontal scrollbar: it is this much taller than the image it fits. */
const STAGE_CHROME_PX = 40;

/** An image document with zoom (buttons, + - 0) and quarter turns (button, R); scrollable once zoomed. */
export function ImageViewer({ src, label, fileName }: { src: string; label: string; fileName: string }) {
  const [view, dispatch] = useReducer(viewReducer, INITIAL_VIEW);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [broken, setBroken] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const frameWidth = useWidth(stage);
  const fitHeight = useFitHeight(stage);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const action = e.ctrlKey || e.metaKey || e.altKey ? null : keyAction(e.key);
    if (!action) return;
    e.preventDefault();
    dispatch(action);
  };

  const layout = natural && frameWidth ? imageLayout(natural, { width: frameWidth, maxHeight: fitHeight }, view) : null;
  const percent = `${Math.round(view.zoom * 100)}%`;

  return (
    // The keys work wherever focus is in the viewer (a toolbar button, the stage): they bubble up to here.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the frame only catches its controls' bubbled keys
    <div className="bo-doc" data-testid="bo-document" data-state="image" data-zoom={view.zoom} data-rotation={view.rotation} onKeyDown={onKeyDown}>
      <div className="bo-doc__toolbar" role="toolbar" aria-label={`${label} view`}>
        <button
          type="button"
          className="icon-btn"
          onClick={() => dispatch('zoom-out')}
          disabled={view.zoom <= MIN_ZOOM}
          data-testid="bo-zoom-out"
          aria-label="Zoom out"
        >
          −
        </button>
        <span className="bo-doc__zoom" aria-live="polite" aria-label={`Zoom ${percent}`}>
          {percent}
        </span>
        <button
          type="button"
          className="icon-btn"
          onClick={() => dispatch('zoom-in')}
          disabled={view.zoom >= MAX_ZOOM}
          data-testid="bo-zoom-in"
          aria-label="Zoom in"
        >
          +
        </button>
        <button type="button" className="btn btn--ghost bo-doc__tool" onClick={() => dispatch('reset')} data-testid="bo-zoom-reset">
          Fit
        </button>
        <button
          type="button"
          className="btn btn--ghost bo-doc__tool"
          onClick={() => dispatch('rotate')}
          data-testid="bo-rotate"
          aria-label="Rotate 90 degrees clockwise"
        >
          ↻ Rotate
        </button>
        <a className="bo-doc__download" href={src} download={fileName}>
          Download
        </a>
      </div>
      <div
        ref={stage}
        className="bo-doc__stage"
        style={{ maxHeight: fitHeight + STAGE_CHROME_PX }}
        tabIndex={0}
        role="region"
        aria-label={`${label}: + and − zoom, 0 fits, R rotates, arrows scroll`}
      >
        {broken ? (
          <p className="muted bo-doc__note">This file cannot be shown as an image: use Download.</p>
        ) : (
          <div className="bo-doc__box" style={layout ? { width: layout.boxWidth, height: layout.boxHeight } : undefined}>
            <img
              src={src}
              alt={label}
              className="bo-doc__image"
              draggable={false}
              onLoad={(e) => setNatural({ width: e.currentTarget.naturalWidth || 1, height: e.currentTarget.naturalHeight || 1 })}
              onError={() => setBroken(true)}
              style={
                layout
                  ? { width: layout.width, height: layout.height, left: layout.left, top: layout.top, transform: `rotate(${view.rotation}deg)` }
                  : { visibility: 'hidden' }
              }
            />
          </div>
        )}
      </div>
      <p className="muted bo-doc__note">Keys while the viewer has focus: + and − zoom, 0 fits, R rotates.</p>
    </div>
  );
}

/** The element's content width, kept current as it resizes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const style = getComputedStyle(el);
      setWidth(el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * How tall the image is shown at zoom 1: in two columns, what the screen has below the stage's top
 * (the page unscrolled), so the whole document shows beside the decision; in one column, FIT_HEIGHT.
 */
function useFitHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(FIT_HEIGHT);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el || !window.matchMedia(TWO_COLUMNS).matches) return setHeight(FIT_HEIGHT);
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.round(Math.min(FIT_HEIGHT, Math.max(MIN_FIT_HEIGHT, window.innerHeight - top - BELOW_IMAGE_PX))));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return height;
}
