/**
 * Tutorials that run (issue #27), the API pass: the first step that would fail for a reader, or whose shown output
 * differs, fails the test with its page and line.
 */
import {readingOrderPass} from './follow';

readingOrderPass('api');
