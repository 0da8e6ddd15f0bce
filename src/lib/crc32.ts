/** CRC-32 (IEEE 802.3, the zlib/PNG polynomial) of a string's UTF-8 bytes, as an unsigned integer. */
export const crc32 = (s: string): number => Bun.hash.crc32(s) >>> 0;
