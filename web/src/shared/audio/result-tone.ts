/** A trade result's sound, synthesised with the Web Audio API (no audio file to ship or load). */
export type ResultTone = 'win' | 'loss' | 'neutral';

export interface ToneNote {
  /** Hz. */
  frequency: number;
  /** Seconds from the tone's start. */
  at: number;
  /** Seconds. */
  length: number;
}

/** A rising pair for a win, a falling pair for a loss, one soft note for a stake returned: under half a second each. */
export const TONE_NOTES: Record<ResultTone, readonly ToneNote[]> = {
  win: [
    { frequency: 659.25, at: 0, length: 0.12 },
    { frequency: 987.77, at: 0.11, length: 0.22 },
  ],
  loss: [
    { frequency: 392, at: 0, length: 0.14 },
    { frequency: 261.63, at: 0.13, length: 0.24 },
  ],
  neutral: [{ frequency: 523.25, at: 0, length: 0.18 }],
};

const PEAK_GAIN = 0.18;
let context: AudioContext | null = null;

/**
 * Plays the tone; silently nothing where audio is unavailable. The context is made once and resumed
 * on each play: browsers start it suspended until the page has had a click (autoplay rules).
 */
export function playResultTone(tone: ResultTone): void {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime + 0.02;
    for (const note of TONE_NOTES[tone]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = note.frequency;
      // A soft attack and an exponential fade: no click at either end.
      gain.gain.setValueAtTime(0.0001, start + note.at);
      gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, start + note.at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + note.at);
      oscillator.stop(start + note.at + note.length + 0.02);
    }
  } catch {
    // audio refused by the browser: the toast still tells the result
  }
}
