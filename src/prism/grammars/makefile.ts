import {withRendererPrism} from '../withRendererPrism';

withRendererPrism(() => require('prismjs/components/prism-makefile'));
