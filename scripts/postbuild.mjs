// Filled in by the serving work: precompression, CSP hashes, _headers, 404.html.
