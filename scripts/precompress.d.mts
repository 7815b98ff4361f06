export function precompressDirectory(dir: string): Promise<number>;
