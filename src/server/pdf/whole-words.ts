// Words wrap whole in every PDF: never "ca-bles", never a name, a VRM or an id split
// mid-word (@react-pdf hyphenates by default). Imported by each renderer.
import { Font } from "@react-pdf/renderer";

Font.registerHyphenationCallback((word) => [word]);
