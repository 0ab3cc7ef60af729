// How long a dated CSV export may run: one source for the export panel and the API's check.
// Plain data, so the browser takes it without the TypeBox schemas.

/** Most days one dated export may cover. */
export const EXPORT_MAX_DAYS = 366;
