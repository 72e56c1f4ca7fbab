/** Whether a module is one of the package's catalogues, grouped into one chunk per language. */
export function isPackageCatalogue(resource: string, host: boolean): boolean;
