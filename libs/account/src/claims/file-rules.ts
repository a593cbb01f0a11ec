/** 5 MB a file, as the server's uploads rules. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
