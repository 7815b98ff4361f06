// Real PNG images for the tests' uploads (signature, IHDR, IDAT, IEND with their CRCs), 8-bit truecolour.
import { crc32, deflateSync } from "node:zlib";

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** A width × height PNG whose pixel at (x, y) is `colourAt(x, y)`; `padding` zero bytes after it make it bigger. */
export function pngImage(width: number, height: number, colourAt: (x: number, y: number) => Rgb, padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Array.from({ length: height }, (_, y) => Buffer.concat([Buffer.from([0]), ...Array.from({ length: width }, (_, x) => Buffer.from(colourAt(x, y)))]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
    Buffer.alloc(padding),
  ]);
}

/** A square PNG of one colour. */
export const squarePng = (size: number, rgb: Rgb, padding = 0) => pngImage(size, size, () => rgb, padding);
