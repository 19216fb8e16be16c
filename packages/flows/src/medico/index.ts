// Área del médico (§2.5): citas de hoy, calendario, diagnóstico; lo que ofrece a una aplicación.
export {};
