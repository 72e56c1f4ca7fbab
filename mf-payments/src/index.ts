// Standalone entry of the remote; the assembled site loads it through its `./routes` expose only.
import('./bootstrap');
