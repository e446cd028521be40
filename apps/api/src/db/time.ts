/** Unix seconds (as the API speaks them) to the Date a timestamptz column takes. */
export const at = (seconds: number): Date => new Date(seconds * 1000);

/** A timestamptz column's Date back to whole unix seconds. */
export const toSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);
