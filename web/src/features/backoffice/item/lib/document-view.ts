/** The document viewer's zoom and rotation, and where the image sits once rotated. */
export interface ViewState {
  zoom: number;
  /** Clockwise degrees: 0, 90, 180 or 270. */
  rotation: number;
}

export const INITIAL_VIEW: ViewState = { zoom: 1, rotation: 0 };
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1];

export type ViewAction = 'zoom-in' | 'zoom-out' | 'reset' | 'rotate';

export function viewReducer(state: ViewState, action: ViewAction): ViewState {
  switch (action) {
    case 'zoom-in':
      return { ...state, zoom: ZOOM_STEPS.find((z) => z > state.zoom) ?? MAX_ZOOM };
    case 'zoom-out':
      return { ...state, zoom: [...ZOOM_STEPS].reverse().find((z) => z < state.zoom) ?? MIN_ZOOM };
    case 'reset':
      return INITIAL_VIEW;
    case 'rotate':
      return { ...state, rotation: (state.rotation + 90) % 360 };
  }
}

/** The viewer's keys (while it has focus): + and - zoom, 0 resets, R rotates; anything else is not ours. */
export function keyAction(key: string): ViewAction | null {
  switch (key) {
    case '+':
    case '=':
      return 'zoom-in';
    case '-':
    case '_':
      return 'zoom-out';
    case '0':
      return 'reset';
    case 'r':
    case 'R':
      return 'rotate';
    default:
      return null;
  }
}

export interface ImageLayout {
  /** The rotated image's box, which the scroll area scrolls. */
  boxWidth: number;
  boxHeight: number;
  /** The image element's size before rotation, centred in the box. */
  width: number;
  height: number;
  left: number;
  top: number;
}

/**
 * At zoom 1 the rotated image fits the frame (width × maxHeight); zoom scales from there. A CSS
 * rotation does not change layout, so the box takes the rotated size and the image is centred in it.
 */
export function imageLayout(natural: { width: number; height: number }, frame: { width: number; maxHeight: number }, view: ViewState): ImageLayout {
  const sideways = view.rotation % 180 !== 0;
  const rotatedW = sideways ? natural.height : natural.width;
  const rotatedH = sideways ? natural.width : natural.height;
  const fit = Math.min(frame.width / rotatedW, frame.maxHeight / rotatedH);
  const scale = (Number.isFinite(fit) && fit > 0 ? fit : 1) * view.zoom;
  const width = natural.width * scale;
  const height = natural.height * scale;
  const boxWidth = rotatedW * scale;
  const boxHeight = rotatedH * scale;
  return { boxWidth, boxHeight, width, height, left: (boxWidth - width) / 2, top: (boxHeight - height) / 2 };
}
