import { AppLink, Button } from '@sppock/ui';
import { House, RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import * as styles from './FallbackScreen.css';

/** The fallback's title, as the spec names the screen (spec 1 §8). */
export const FALLBACK_TITLE = 'Unexpected Application Error!';

export interface FallbackScreenProps {
  /** `not-found`: no route matches the address; `error`: a screen failed while rendering. */
  kind: 'not-found' | 'error';
  /** The address that was asked for (shown for `not-found`). */
  path?: string;
}

/**
 * The generic fallback of spec 1 §8 for unknown routes and for screens that fail: the spec's
 * title, what happened in pt-BR and a way out. Focus moves to the title, so a screen reader says
 * where the user landed.
 */
export function FallbackScreen({ kind, path }: FallbackScreenProps) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <span className={styles.icon} aria-hidden="true">
          <TriangleAlert size={24} />
        </span>
        <h1 ref={title} tabIndex={-1} className={styles.title}>
          {FALLBACK_TITLE}
        </h1>
        {kind === 'not-found' ? (
          <>
            <p className={styles.status}>404 — Página não encontrada</p>
            <p className={styles.text}>
              {path ? (
                <>
                  O endereço <code className={styles.path}>{path}</code> não existe na Sppock.{' '}
                </>
              ) : null}
              Confira o link ou volte para o início.
            </p>
          </>
        ) : (
          <>
            <p className={styles.status}>Algo deu errado ao mostrar esta página</p>
            <p className={styles.text}>
              Recarregue a página para tentar de novo. Se o erro continuar, volte para o início e tente mais
              tarde.
            </p>
          </>
        )}
        <div className={styles.actions}>
          <AppLink href="/" className={styles.homeLink}>
            <House size={18} aria-hidden="true" />
            Voltar para o início
          </AppLink>
          {kind === 'error' ? (
            <Button
              variant="secondary"
              leadingIcon={<RotateCw size={18} aria-hidden="true" />}
              onClick={() => window.location.reload()}
            >
              Recarregar página
            </Button>
          ) : null}
        </div>
      </div>
    </main>
  );
}

/** The router's catch-all route: an address that matches nothing. */
export function NotFoundRoute() {
  const location = useLocation();
  return <FallbackScreen kind="not-found" path={`${location.pathname}${location.search}`} />;
}

/** The router's error boundary: a 404 from the router, or a screen that threw while rendering. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) {
      console.error(error);
    }
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <FallbackScreen kind="not-found" path={location.pathname} />;
  }
  return <FallbackScreen kind="error" />;
}
