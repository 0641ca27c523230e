export type LegalSection = { id: string; heading: string; paragraphs: string[]; list?: string[] };
export type LegalDocument = { title: string; updated: string; intro: string; sections: LegalSection[] };
