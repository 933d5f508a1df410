export function findChromium(): string | null;
export function findHeadlessChromium(): string | null;
export const NO_CHROMIUM_MESSAGE: string;
