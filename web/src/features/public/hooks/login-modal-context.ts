import { createContext, useContext } from 'react';

/** Opens the public header's login modal from any public page (the plans' Purchase buttons). */
export const LoginModalContext = createContext<() => void>(() => undefined);

export const useOpenLogin = (): (() => void) => useContext(LoginModalContext);
