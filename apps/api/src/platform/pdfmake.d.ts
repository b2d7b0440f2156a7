/** The part of pdfmake 0.3's server API the PDFs use (the package ships no types). */
declare module 'pdfmake' {
  export interface FontFamily {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }
  export type Content = string | Content[] | { [key: string]: unknown };
  export interface DocDefinition {
    content: Content;
    info?: Record<string, string | Date>;
    compress?: boolean;
    pageSize?: string;
    pageMargins?: [number, number, number, number];
    defaultStyle?: Record<string, unknown>;
    styles?: Record<string, Record<string, unknown>>;
    footer?: (page: number, pages: number) => Content;
  }
  export interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    setFonts(fonts: Record<string, FontFamily>): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    createPdf(doc: DocDefinition): OutputDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
