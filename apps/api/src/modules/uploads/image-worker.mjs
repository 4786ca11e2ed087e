// Worker thread of image-processor.ts: decodes an uploaded JPEG, PNG or WebP, crops it to
// the cards' frame, scales it down and encodes it again as WebP. Plain JavaScript so the
// same file runs under node, tsx and vitest; the codecs are WebAssembly builds of
// mozjpeg, libpng and libwebp (no platform binaries). Re-encoding keeps only the pixels:
// metadata (EXIF, GPS) and anything hidden in or appended to the file are dropped.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

// The codecs build ImageData, a browser class Node does not have.
globalThis.ImageData ??= class ImageData {
  constructor(data, width, height) {
    this.data = data;
    this.width = width;
    this.height = height;
    this.colorSpace = 'srgb';
  }
};

const require = createRequire(import.meta.url);
const compile = async (file) => WebAssembly.compile(await readFile(require.resolve(file)));

async function loadCodecs() {
  const [jpeg, png, webpDec, webpEnc, resize] = await Promise.all([
    import('@jsquash/jpeg/decode.js'),
    import('@jsquash/png/decode.js'),
    import('@jsquash/webp/decode.js'),
    import('@jsquash/webp/encode.js'),
    import('@jsquash/resize'),
  ]);
  await Promise.all([
    compile('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm').then((m) => jpeg.init(m)),
    compile('@jsquash/png/codec/pkg/squoosh_png_bg.wasm').then((m) => png.init(m)),
    compile('@jsquash/webp/codec/dec/webp_dec.wasm').then((m) => webpDec.init(m)),
    compile('@jsquash/webp/codec/enc/webp_enc.wasm').then((m) => webpEnc.init(m)),
    compile('@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm').then((m) =>
      resize.initResize(m),
    ),
  ]);
  return {
    decode: { jpeg: jpeg.default, png: png.default, webp: webpDec.default },
    encode: webpEnc.default,
    resize: resize.default,
  };
}

let codecs;

/** The centred region of the image with the target's proportions. */
function cropTo(image, ratio) {
  let { width, height } = image;
  let x = 0;
  let y = 0;
  if (width / height > ratio) {
    const w = Math.max(1, Math.round(height * ratio));
    x = Math.floor((width - w) / 2);
    width = w;
  } else {
    const h = Math.max(1, Math.round(width / ratio));
    y = Math.floor((height - h) / 2);
    height = h;
  }
  if (width === image.width && height === image.height) return image;
  const src = new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height);
  const out = new Uint32Array(width * height);
  for (let row = 0; row < height; row += 1) {
    const start = (row + y) * image.width + x;
    out.set(src.subarray(start, start + width), row * width);
  }
  return new globalThis.ImageData(new Uint8ClampedArray(out.buffer), width, height);
}

async function convert({ kind, bytes, width, height, quality }) {
  codecs ??= await loadCodecs();
  const decoded = await codecs.decode[kind](
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
  const cropped = cropTo(decoded, width / height);
  const outWidth = Math.min(width, cropped.width);
  const outHeight = Math.max(1, Math.round((outWidth * height) / width));
  const scaled =
    outWidth === cropped.width && outHeight === cropped.height
      ? cropped
      : await codecs.resize(cropped, {
          width: outWidth,
          height: outHeight,
          // Strong reductions (a 12 MP photo to 1280 px) use the cheaper filter: the result is the same to the eye.
          method: cropped.width > outWidth * 3 ? 'triangle' : 'lanczos3',
          fitMethod: 'stretch',
        });
  const encoded = await codecs.encode(scaled, { quality });
  return { bytes: new Uint8Array(encoded), width: scaled.width, height: scaled.height };
}

parentPort.on('message', async (job) => {
  try {
    const result = await convert({ ...workerData, ...job });
    parentPort.postMessage({ id: job.id, ok: true, ...result }, [result.bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: job.id, ok: false, message: String(error?.message ?? error) });
  }
});
