// As in the shell: the entry only loads the bootstrap, so shared modules can be negotiated first.
import('./bootstrap');
