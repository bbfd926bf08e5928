// The signing page's whole stylesheet, inlined: phone first, 44 px targets, visible focus.
export const SIGNING_CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:1rem;line-height:1.5;color:#0f172a;background:#f8fafc}
main{max-width:44rem;margin:0 auto;padding:1rem 1rem 3rem}
header.brand{padding:.5rem 0 1rem;border-bottom:1px solid #e2e8f0;margin-bottom:1.25rem}
.reference{margin:0 0 .5rem;font-size:1.6rem;line-height:1.2;font-weight:700;overflow-wrap:anywhere}
.reference span{margin-right:.4rem;font-size:.85rem;font-weight:600;color:#475569;text-transform:uppercase;letter-spacing:.04em}
.from{display:flex;align-items:center;gap:.75rem}
.from img{height:40px;width:auto;max-width:160px;object-fit:contain}
.company{font-weight:600;font-size:1.05rem}
.id{font-weight:400;font-size:.85rem;color:#475569;font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
h1{font-size:1.6rem;line-height:1.25;margin:.25rem 0 .75rem}
h2{font-size:1.15rem;margin:1.75rem 0 .5rem}
p{margin:.5rem 0}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem}
dl{display:grid;grid-template-columns:minmax(7.5rem,auto) 1fr;gap:.4rem 1rem;margin:0}
dt{color:#475569}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.plate{display:inline-block;background:#facc15;border:1px solid #0f172a;border-radius:.3rem;padding:0 .4rem;font-weight:700;letter-spacing:.05em}
.terms p{margin:0 0 .75rem}
label.field{display:block;font-weight:600;margin:1rem 0 .35rem}
input[type=text]{width:100%;min-height:48px;font-size:1.1rem;padding:.5rem .75rem;border:2px solid #64748b;border-radius:.5rem;background:#fff;color:#0f172a}
.check{display:flex;gap:.75rem;align-items:flex-start;margin:1.25rem 0;min-height:44px;font-weight:600}
.check input{width:28px;height:28px;flex:none;margin:0;accent-color:#1d4ed8}
.pad-label{font-weight:600;margin:1rem 0 .35rem}
canvas{display:block;width:100%;height:180px;border:2px dashed #64748b;border-radius:.5rem;background:#fff;touch-action:none;cursor:crosshair}
.hint{color:#475569;font-size:.95rem}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:48px;min-width:44px;padding:.6rem 1.25rem;font-size:1.05rem;font-weight:600;border-radius:.5rem;border:2px solid #1d4ed8;cursor:pointer;text-decoration:none}
.primary{background:#1d4ed8;color:#fff;width:100%;margin-top:1.25rem}
.secondary{background:#fff;color:#1d4ed8;margin-top:.5rem}
button:disabled{opacity:.7;cursor:wait}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.alert{border:2px solid #b91c1c;background:#fef2f2;color:#7f1d1d;border-radius:.5rem;padding:.75rem 1rem;margin:1rem 0}
.alert:empty{border:0;padding:0;margin:0}
.alert p{margin:.15rem 0}
.done{border-left:6px solid #15803d}
footer{margin-top:2rem;color:#475569;font-size:.9rem}
`;
