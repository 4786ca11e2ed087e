/**
 * The utility classes the Tailwind page uses, as Tailwind v4 compiles them (colours and
 * spacing from its default theme, written out).
 */
export const TAILWIND_UTILITIES = `
.block{display:block}.flex{display:flex}.grid{display:grid}
.items-center{align-items:center}.justify-between{justify-content:space-between}
.gap-4{gap:1rem}.p-4{padding:1rem}.px-2{padding-inline:.5rem}
.rounded{border-radius:.25rem}.rounded-xl{border-radius:.75rem}
.border{border-style:solid;border-width:1px}.border-slate-300{border-color:#cad5e2}
.bg-slate-100{background-color:#f1f5f9}
.shadow{box-shadow:0 1px 3px 0 rgb(0 0 0/.1),0 1px 2px -1px rgb(0 0 0/.1)}
.text-lg{font-size:1.125rem;line-height:1.5556}.text-2xl{font-size:1.5rem;line-height:1.3333}
.font-semibold{font-weight:600}.font-bold{font-weight:700}
h1{font-size:1.875rem;font-weight:700}
@media (width>=48rem){.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}
`;
