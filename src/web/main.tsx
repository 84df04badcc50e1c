// First: the stored theme's class goes on <html> before anything renders.
import "./lib/apply-stored-theme";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { router } from "./app/router";
import { registerServiceWorkerAfterLoad } from "./lib/service-worker";

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

createRoot(rootElement).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

registerServiceWorkerAfterLoad();
