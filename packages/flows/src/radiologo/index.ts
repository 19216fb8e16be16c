// Área del radiólogo (§2.4): buscar cita, informe y sus citas; lo que ofrece a una aplicación.
export {};
