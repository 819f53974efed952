#!/usr/bin/env node
// `codegen`: the toolkit's command under the name it had when it only generated code, kept for
// the scripts and documents that call it. The same command as `trackwright` (bin/trackwright.js).
require('./trackwright.js');
