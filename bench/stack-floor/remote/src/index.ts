// The remote is only ever loaded through its container; its own page is empty.
export {};
