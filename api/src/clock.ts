// The one clock the API reads time from; tests replace it. Apart from app-context so the
// services the context holds can take a clock without importing it.
export type Clock = () => Date;
