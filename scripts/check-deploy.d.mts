export function configVariables(configSource: string): string[];
export function exampleVariables(exampleText: string): Set<string>;
