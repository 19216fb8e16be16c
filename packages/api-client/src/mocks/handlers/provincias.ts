/** Mock operations of the `provincias` tag: the contract's provinces, the fixtures' towns. */
import { provinciaPorCodigo, provinciasPorNombre, ROL } from '../../reglas';
import { poblaciones } from '../fixtures';
import { defineOperation } from '../operation';

export const mostrarProvincias = defineOperation({
  id: 'mostrarProvincias',
  method: 'get',
  path: '/api/provincias',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico, ROL.paciente],
  okStatus: 200,
  resolve: ({ reply }) => reply.ok(provinciasPorNombre()),
});

export const mostrarPoblaciones = defineOperation({
  id: 'mostrarPoblaciones',
  method: 'get',
  path: '/api/provincias/{codigo}/poblaciones',
  roles: [ROL.radiologo, ROL.administrativo, ROL.medico, ROL.paciente],
  okStatus: 200,
  mensajes: { 404: 'No existe ninguna provincia con ese código.' },
  resolve({ params, reply }) {
    const codigo = params.codigo ?? '';
    if (!/^[0-9]{2}$/.test(codigo)) return reply.error(400);
    if (!provinciaPorCodigo(codigo)) return reply.error(404);
    return reply.ok(poblaciones[codigo] ?? []);
  },
});
