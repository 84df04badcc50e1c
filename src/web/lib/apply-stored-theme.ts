// Imported first by main.tsx so the theme class is on <html> before React renders anything.
// Done here rather than in an inline <script> so the server's CSP (helmet) needs no exception.
import { applyTheme, readStoredTheme } from "./theme";

applyTheme(readStoredTheme());
