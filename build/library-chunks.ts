// The files the stack's libraries are built into, for the shell and for every remote. One source
// so that the bench's stack floor (bench/stack-floor) is built into the very files the portal is.

/** An Rspack cache group that puts every module it matches into one named file. */
type LibraryChunk = {
  test: RegExp;
  name: string;
  chunks: 'async';
  enforce: true;
  priority: number;
};

const libraryChunk = (name: string, test: RegExp): LibraryChunk => ({
  test,
  name,
  chunks: 'async',
  enforce: true,
  priority: 40,
});

/** The shell's: the libraries every page starts with, i18next among them. */
export const SHELL_LIBRARY_CHUNKS: Record<string, LibraryChunk> = {
  // In one file instead of eleven: each singleton is still provided on its own, and those that
  // share a file fetch it once. Every page needs all of them before its first render: a file of
  // i18next's own would cost a request and buy no laziness.
  'lib-shell': libraryChunk(
    'lib-shell',
    /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|react-router|cookie|set-cookie-parser|redux|react-redux|redux-saga|@redux-saga[\\/][^\\/]+|@babel[\\/]runtime|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
  ),
};

/**
 * A remote's: the form libraries (the shell does not use them, so each remote's own copy is the
 * one a page gets), in one file instead of three.
 */
export const REMOTE_LIBRARY_CHUNKS: Record<string, LibraryChunk> = {
  'lib-forms': libraryChunk(
    'lib-forms',
    /[\\/]node_modules[\\/](final-form|react-final-form|@babel[\\/]runtime)[\\/]/,
  ),
};
