// Story globals that pin a story to the spec's two reference widths.
export const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
export const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;
