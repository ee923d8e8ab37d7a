/**
 * zod 4 compiles a fast parser (new Function) for each object schema on its first parse. In the
 * portal every answer shape is parsed once or a few times per page, so compiling costs more main
 * thread than it saves (measured at 4× CPU: ~190 ms of compile during the first load). The switch is
 * read when a schema is built, so this module is imported before any schema (main.tsx, first line).
 */
import { config } from 'zod';

config({ jitless: true });
