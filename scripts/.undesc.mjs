import { readFileSync } from 'node:fs';
import { buildSchema, isObjectType, isInputObjectType, isInterfaceType, isEnumType, isScalarType, isUnionType } from 'graphql';
const schema = buildSchema(readFileSync(process.argv[2] ?? 'schema.graphql', 'utf8'));
const missing = {}; let total = 0, described = 0;
const add = (type, what, d) => { total++; if (d && d.trim()) described++; else (missing[type] ??= []).push(what); };
for (const type of Object.values(schema.getTypeMap())) {
  if (type.name.startsWith('__')) continue;
  if (['String','Int','Float','Boolean','ID'].includes(type.name)) continue;
  add(type.name, '(type)', type.description);
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
    for (const f of Object.values(type.getFields())) { add(type.name, f.name, f.description); for (const a of f.args ?? []) add(type.name, `${f.name}(${a.name})`, a.description); }
  if (isEnumType(type)) for (const v of type.getValues()) add(type.name, v.name, v.description);
}
console.log(`described ${described}/${total} = ${(100*described/total).toFixed(1)}%`);
const rows = Object.entries(missing).sort((a,b)=>b[1].length-a[1].length);
for (const [t, m] of rows) console.log(m.length, t);
