/** Writes the library pack schema of `serverModule` to `outDir`/card-pack.schema.json; returns its path. */
export function writeCardPackSchema(serverModule: string | URL, outDir: string): Promise<string>;
