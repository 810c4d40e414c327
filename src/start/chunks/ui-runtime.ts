/**
 * What the React islands share, as one chunk with the UI library itself (see runtime.ts
 * for why): every React island's entry module imports this file. Nothing here has side
 * effects.
 */
import 'react';
import 'react-dom/client';
import 'react/jsx-runtime';
import '../../dom/dialog-link';
export { useStore } from '@nanostores/react';
import '../../dom/render';
