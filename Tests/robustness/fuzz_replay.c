/* Runs the fuzz harness over files, without libFuzzer: replays the seed corpus (and any crash
 * file) in builds that libFuzzer cannot instrument, such as the one checked by valgrind. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (f == NULL) { perror(argv[i]); return 2; }
        uint8_t *data = NULL;
        size_t size = 0, capacity = 0, got;
        do {
            if (size == capacity) {
                capacity = capacity ? capacity * 2 : 4096;
                uint8_t *grown = realloc(data, capacity);
                if (grown == NULL) { fclose(f); free(data); return 2; }
                data = grown;
            }
            got = fread(data + size, 1, capacity - size, f);
            size += got;
        } while (got > 0);
        fclose(f);
        LLVMFuzzerTestOneInput(data, size);
        free(data);
    }
    printf("replayed %d inputs\n", argc - 1);
    return 0;
}
