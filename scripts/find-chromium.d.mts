export function findChromium(): string | null;
export const NO_CHROMIUM_MESSAGE: string;
