// Los módulos de los códecs no traen tipos: lo poco que codecs.ts usa de ellos.
type FabricaDeCodec = (opciones?: {
  locateFile?: (ruta: string) => string;
  wasmBinary?: Uint8Array;
}) => Promise<Record<string, new () => unknown>>;

declare module '@cornerstonejs/codec-libjpeg-turbo-8bit/decodewasmjs' {
  const crear: FabricaDeCodec;
  export default crear;
}
declare module '@cornerstonejs/codec-charls/decodewasmjs' {
  const crear: FabricaDeCodec;
  export default crear;
}
declare module '@cornerstonejs/codec-openjpeg/decodewasmjs' {
  const crear: FabricaDeCodec;
  export default crear;
}
declare module '@cornerstonejs/codec-openjph/wasmjs' {
  const crear: FabricaDeCodec;
  export default crear;
}
declare module 'jpeg-lossless-decoder-js' {
  export class Decoder {
    decode(
      buffer: ArrayBuffer,
      offset?: number,
      length?: number,
      numBytes?: number,
    ): Uint8Array | Uint16Array | Int16Array;
  }
}
