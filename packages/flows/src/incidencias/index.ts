// Incidencias del personal (§2.3–§2.5): lo que este flujo ofrece a una aplicación.
export {};
