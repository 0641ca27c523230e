// Partner wordmarks (fictional sample suppliers; shown as text, not as copied logos).
export const partners = ['AquaPure', 'ShineMax', 'EcoFoam Labs', 'TyreCare', 'GlossPro', 'UrbanFleet', 'DriveEasy', 'MicroFibre Co.'];
